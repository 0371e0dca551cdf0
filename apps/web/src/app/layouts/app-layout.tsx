import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LAYOUT_PX } from '../../shared/theme/theme-constants';
import { ProductLogo } from './product-logo';

export type TLayoutKind = 'kiosk' | 'mobile' | 'user';

type Props = {
  kind: TLayoutKind;
  /** Shown as the page's <h1> above the content. */
  title?: string;
  /** Content of the fixed 66 px footer; no footer when absent. */
  footer?: ReactNode;
  /** Buttons at the end of the header (the kiosk's emergency, language and session buttons). */
  headerActions?: ReactNode;
  children: ReactNode;
};

export const MAIN_CONTENT_ID = 'main-content';

/** Side gutters of header, content and footer, so all three line up (theme spacing units). */
const CONTENT_GUTTERS = { xs: 8, md: 12, lg: 16 };

/** docs/product.md §2 layout: fixed 64 px header with the logo, content up to 1200 px, optional 66 px footer. */
export function AppLayout({ kind, title, footer, headerActions, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box data-layout={kind} sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
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
      {/* A plain header (MUI's AppBar and Toolbar would add their code to the first screen for two boxes). */}
      <Box
        component="header"
        sx={{
          position: 'fixed',
          top: 0,
          insetInline: 0,
          zIndex: 'appBar',
          height: LAYOUT_PX.headerHeight,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          color: 'primary.main',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            height: LAYOUT_PX.headerHeight,
            maxWidth: LAYOUT_PX.contentMaxWidth,
            width: '100%',
            mx: 'auto',
            px: CONTENT_GUTTERS,
          }}
        >
          <ProductLogo />
          {headerActions}
        </Box>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: LAYOUT_PX.contentMaxWidth,
          mx: 'auto',
          pt: `${LAYOUT_PX.headerHeight + 24}px`,
          pb: '24px',
          px: CONTENT_GUTTERS,
          display: 'flex',
          flexDirection: 'column',
          '&:focus': { outline: 'none' },
        }}
      >
        {title ? (
          <Typography variant="p1" component="h1" sx={{ mb: 12 }}>
            {title}
          </Typography>
        ) : null}
        {children}
      </Box>
      {footer ? (
        <Box
          component="footer"
          sx={{
            // Sticky rather than fixed: it stays at the bottom of the screen while the content
            // scrolls, yet takes its own space, so it never covers the last row of content.
            position: 'sticky',
            bottom: 0,
            height: LAYOUT_PX.footerHeight,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: (theme) => theme.zIndex.appBar,
          }}
        >
          <Box
            sx={{
              height: '100%',
              maxWidth: LAYOUT_PX.contentMaxWidth,
              mx: 'auto',
              px: CONTENT_GUTTERS,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 8,
            }}
          >
            {footer}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
