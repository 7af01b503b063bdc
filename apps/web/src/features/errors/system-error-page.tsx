import { SystemErrorContent } from './system-error-content.tsx';

export function Component() {
  return <SystemErrorContent />;
}
