import SvgIcon, { type SvgIconProps } from "@mui/material/SvgIcon";

export interface IconProps extends Omit<SvgIconProps, "children"> {
  /** An icon path from @mdi/js (spec §9: the mdi icon set), e.g. mdiHome. */
  path: string;
}

/** Material Design Icons through MUI's SvgIcon, so size and colour follow the theme. */
export function Icon({ path, ...props }: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
