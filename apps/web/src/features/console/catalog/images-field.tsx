import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CATALOG_IMAGE_TYPES } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { uploadCatalogImage } from '../../../shared/api/catalog-api';

const FILE_SX = { display: 'block', minHeight: 44, mt: 2, font: 'inherit' } as const;

/** The pictures in order, each with its remove button (not for a viewer). */
function ImageList({
  images,
  onChange,
  isReadOnly,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {images.length === 0 ? (
        <Typography variant="p5">{t('catalog.editor.noImages')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', p: 0, m: 0 }}>
          {images.map((path, index) => (
            <Box component="li" key={path} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box
                component="img"
                src={path}
                alt={t('catalog.editor.imageAlt', { n: index + 1 })}
                sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider' }}
              />
              {isReadOnly ? null : (
                <Button
                  variant="text"
                  sx={{ minHeight: 44 }}
                  onClick={() => onChange(images.filter((_, at) => at !== index))}
                >
                  {t('catalog.editor.removeImage', { n: index + 1 })}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

/** The pictures in order, each with a remove button; an admin adds one from a file, stored at once. */
export function ImagesField({
  id,
  images,
  onChange,
  isReadOnly,
  error,
}: {
  id: string;
  images: string[];
  onChange: (images: string[]) => void;
  isReadOnly: boolean;
  /** The save's refusal, when it names the pictures. */
  error?: string;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const image = await uploadCatalogImage(file);
      onChange([...images, image.path]);
      input.value = '';
    } catch (thrown) {
      const reason = thrown instanceof ApiError ? `${thrown.message} ${thrown.description}` : String(thrown);
      setFailure(`${t('catalog.editor.imageRefused')} ${reason.trim()}`);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <ImageList images={images} onChange={onChange} isReadOnly={isReadOnly} />
      {isReadOnly ? null : (
        <Box>
          <Typography component="label" htmlFor={id} variant="p4" sx={{ fontWeight: 600 }}>
            {t('catalog.editor.imageFile')}
          </Typography>
          <Box
            component="input"
            id={id}
            type="file"
            accept={CATALOG_IMAGE_TYPES.join(',')}
            disabled={isBusy}
            sx={FILE_SX}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => void upload(event.target)}
          />
          {isBusy ? <Typography variant="p5">{t('catalog.editor.imageUploading')}</Typography> : null}
        </Box>
      )}
      {failure || error ? (
        <Alert severity="error" role="alert">
          {failure ?? error}
        </Alert>
      ) : null}
    </Box>
  );
}
