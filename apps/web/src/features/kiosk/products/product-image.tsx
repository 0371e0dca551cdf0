import { useState } from 'react';
import Box from '@mui/material/Box';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';

const IMAGE_HEIGHT_PX = 160;

/** The product's first image, or an icon when it has none or the image fails to load. Decorative. */
export function ProductImage({ src }: { src: string | undefined }) {
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
      alt=""
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
