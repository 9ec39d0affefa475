import { ErrorScreen } from '../../components/ui/error-screen';

/** Any error thrown while rendering or loading a route (including a chunk that failed to load). */
export function RouteError() {
  return <ErrorScreen />;
}
