// The one button of both apps lives in packages/ui.
export { Button } from '@jhola/ui';
