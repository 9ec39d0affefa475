import { Button, ErrorState } from '@jhola/ui';

/** A screen that failed to load (usually a chunk on a dropped connection): reloading fetches it again. */
export function RouteError() {
  return (
    <main className="p-4">
      <ErrorState
        message="This screen could not be loaded. Check the connection and try again."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    </main>
  );
}
