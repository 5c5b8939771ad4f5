/** Phone tap targets of at least 44 × 44 px (issue 22; WCAG 2.5.5), for controls MUI draws smaller. */
export const TAP_TARGET = { minHeight: 44, minWidth: 44 } as const;
