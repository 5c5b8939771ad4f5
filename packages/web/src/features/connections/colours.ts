// The game's four group colours (yellow, green, blue, purple), by group number, so a group
// keeps its colour in the grid and in the closed list. Dark text reads on all four.
const COLOURS = ["#F9DF6D", "#A0C35A", "#B0C4EF", "#BA81C5"] as const;

export interface GroupColour {
  main: string;
  /** A faint tint of `main` for the group's column header, readable in light and dark mode. */
  soft: string;
  contrastText: string;
}

export function groupColour(groupId: number): GroupColour {
  const main = COLOURS[(((groupId - 1) % COLOURS.length) + COLOURS.length) % COLOURS.length]!;
  return { main, soft: `${main}40`, contrastText: "#121212" };
}
