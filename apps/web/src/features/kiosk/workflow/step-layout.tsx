import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { KIOSK_SCREEN_TEXT } from '../../../shared/components/kiosk-screen';
import { KIOSK_REACH_PX, TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';

type Props = {
  title: string;
  description?: string;
  children: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  onSubmit: () => void;
  isSubmitDisabled: boolean;
};

/** A verification step: heading and description, the entry, then Cancel and Submit. */
export function StepLayout({
  title,
  description,
  children,
  cancelLabel,
  onCancel,
  submitLabel,
  onSubmit,
  isSubmitDisabled,
}: Props) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSubmitDisabled) onSubmit();
      }}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, width: '100%' }}
    >
      {/* The heading, the entry and its keypad centred in the height; Cancel and Submit in reach below. */}
      <Box
        sx={{
          flex: 1,
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 12,
        }}
      >
        <Box sx={{ textAlign: 'center', maxWidth: 760 }}>
          <Typography variant="p1" component="h2" sx={KIOSK_SCREEN_TEXT.title}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="p4" color="text.secondary" sx={{ mt: 4, ...KIOSK_SCREEN_TEXT.detail }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 8,
          width: '100%',
          maxWidth: 560,
          [TALL_PORTRAIT_MEDIA]: { maxWidth: 720, mb: `${KIOSK_REACH_PX}px` },
        }}
      >
        <Button variant="outlined" onClick={onCancel} data-keypad-back sx={{ flex: 1, minHeight: 64 }}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitDisabled} sx={{ flex: 1, minHeight: 64 }}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
