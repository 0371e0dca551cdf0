import type { CSSProperties } from 'react';
import '@mui/material/styles';
import '@mui/material/Typography';

type TRadii = { sm: number; md: number; lg: number; card: number };
type TLayoutSizes = { headerHeight: number; footerHeight: number; contentMaxWidth: number };

declare module '@mui/material/styles' {
  interface Theme {
    radii: TRadii;
    layout: TLayoutSizes;
  }
  interface ThemeOptions {
    radii?: TRadii;
    layout?: TLayoutSizes;
  }
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
  interface TypographyVariants {
    p1: CSSProperties;
    p2: CSSProperties;
    p3: CSSProperties;
    p4: CSSProperties;
    p5: CSSProperties;
    p6: CSSProperties;
  }
  interface TypographyVariantsOptions {
    p1?: CSSProperties;
    p2?: CSSProperties;
    p3?: CSSProperties;
    p4?: CSSProperties;
    p5?: CSSProperties;
    p6?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    p1: true;
    p2: true;
    p3: true;
    p4: true;
    p5: true;
    p6: true;
  }
}
