import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';

type Props = { value: string; label: string; size?: number };

/** A QR code for the visitor's phone, named for screen readers, on a white quiet zone. */
export function QrCode({ value, label, size = 256 }: Props) {
  return (
    <Box
      data-testid="qr-code"
      data-value={value}
      sx={{ p: 8, bgcolor: '#ffffff', borderRadius: 2, border: 1, borderColor: 'divider', lineHeight: 0 }}
    >
      <QRCodeSVG value={value} size={size} level="M" role="img" aria-label={label} />
    </Box>
  );
}
