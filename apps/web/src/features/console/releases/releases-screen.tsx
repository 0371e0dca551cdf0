import './release-texts';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { releaseQueries } from './release-queries';
import { ApiInstancesTable } from './api-instances-table';
import { ReleaseUploadForm } from './release-upload-form';
import { ReleasesTable } from './releases-table';

/**
 * `/operator/releases`: upload a signed kiosk-PC release, the releases uploaded, and the API instances
 * with their versions.
 */
export function ReleasesScreen() {
  return (
    <ConsoleGate>
      <Releases />
    </ConsoleGate>
  );
}

function Releases() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const releases = useQuery(releaseQueries.releases());
  const instances = useQuery(releaseQueries.apiInstances());
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('releases.intro')}
      </Typography>
      <ConsoleSection id="upload-heading" title={t('releases.upload.title')}>
        <ReleaseUploadForm />
      </ConsoleSection>
      <ConsoleSection id="releases-caption" title={t('releases.caption')}>
        <ConsoleLoadState query={releases}>
          {(data) => <ReleasesTable releases={data} format={format} />}
        </ConsoleLoadState>
      </ConsoleSection>
      <ConsoleSection id="instances-caption" title={t('releases.instances.caption')}>
        <ConsoleLoadState query={instances}>
          {(data) => <ApiInstancesTable instances={data} format={format} />}
        </ConsoleLoadState>
      </ConsoleSection>
    </>
  );
}
