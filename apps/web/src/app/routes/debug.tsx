import { DebugPanel } from '../../features/debug/components/debug-panel';

export function Component() {
  return <DebugPanel />;
}
