import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './app-layout-constants';

/** 'Skip to content': the page's first stop, out of sight until focused. */
export function SkipToContentLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        p: 6,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
