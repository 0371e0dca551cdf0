import { useTranslation } from 'react-i18next';
import { CellNote } from '../../shared/console-ui/cell-note';

/** A kiosk's device agent and kiosk page releases, as each last reported it ("not reported" before). */
export function KioskVersions({
  agentVersion,
  webVersion,
}: {
  agentVersion: string | null;
  webVersion: string | null;
}) {
  const { t } = useTranslation();
  const unknown = t('console.kiosk.versionUnknown');
  return (
    <>
      <CellNote tone="secondary" data-testid="agent-version">
        {t('console.kiosk.agentVersion', { version: agentVersion ?? unknown })}
      </CellNote>
      <CellNote tone="secondary" data-testid="web-version">
        {t('console.kiosk.webVersion', { version: webVersion ?? unknown })}
      </CellNote>
    </>
  );
}
