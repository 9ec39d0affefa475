// The one button of both apps lives in packages/ui.
export { Button, type ButtonProps } from '@jhola/ui';
