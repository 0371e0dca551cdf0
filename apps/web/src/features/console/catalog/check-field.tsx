import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A checkbox and its label, the whole label the 44 px target. A native input: the catalogue's editor
 * stays within its page budget (MUI's Checkbox would be a chunk of its own, shared with the kiosk form).
 */
export function CheckField({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        alignSelf: 'flex-start',
        gap: 4,
        minHeight: 44,
        cursor: disabled ? 'default' : 'pointer',
        color: disabled ? 'text.secondary' : 'text.primary',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        sx={{ width: 24, height: 24, m: 0, accentColor: (theme) => theme.palette.primary.main }}
      />
      <Typography variant="p4" component="span">
        {label}
      </Typography>
    </Box>
  );
}
