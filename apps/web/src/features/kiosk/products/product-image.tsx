import { useState } from 'react';
import Box from '@mui/material/Box';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';

const IMAGE_HEIGHT_PX = 160;

/**
 * The product's picture, named for screen readers by `alt`; when it has none or it fails to load, a
 * decorative icon.
 */
export function ProductImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    return (
      <Box
        sx={{
          height: IMAGE_HEIGHT_PX,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
        }}
      >
        <MedicalServicesOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 72 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setHasFailed(true)}
      sx={{
        display: 'block',
        width: '100%',
        height: IMAGE_HEIGHT_PX,
        objectFit: 'contain',
      }}
    />
  );
}
