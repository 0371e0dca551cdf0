import { useState } from 'react';
import Box from '@mui/material/Box';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';

const IMAGE_HEIGHT_PX = 160;
/** The detail screen's picture on the portrait display, where there is room for it. */
const LARGE_IMAGE_HEIGHT_PX = 360;

type Props = {
  src: string | undefined;
  alt: string;
  /** Larger on the portrait display (the detail screen). */
  isLarge?: boolean;
};

/**
 * The product's picture, named for screen readers by `alt`; when it has none or it fails to load, a
 * decorative icon.
 */
export function ProductImage({ src, alt, isLarge = false }: Props) {
  const heightSx = {
    height: IMAGE_HEIGHT_PX,
    ...(isLarge ? { [TALL_PORTRAIT_MEDIA]: { height: LARGE_IMAGE_HEIGHT_PX } } : {}),
  };
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    return (
      <Box
        sx={{
          ...heightSx,
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
        ...heightSx,
        objectFit: 'contain',
      }}
    />
  );
}
