import { AppLayout } from '../layouts/app-layout';
import { ErrorPage } from './error-page';

/** The error page with the kiosk frame, for errors above any layout. */
export function RootErrorPage() {
  return (
    <AppLayout kind="kiosk">
      <ErrorPage />
    </AppLayout>
  );
}
