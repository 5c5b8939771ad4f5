import { compareNames, type PackItem } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ItemActionHandlers, ItemButtons } from "./itemActions";
import { Thumbnail } from "./Thumbnail";

const UNCATEGORIZED = "Uncategorized";

/** Items by category name (alphabetical), items without one last. */
export function groupByCategory(items: readonly PackItem[]) {
  const groups = new Map<string, PackItem[]>();
  for (const item of items) {
    const name = item.category?.name ?? UNCATEGORIZED;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a === UNCATEGORIZED ? 1 : b === UNCATEGORIZED ? -1 : compareNames(a, b),
  );
}

function ItemCard({ item, ...actions }: ItemActionHandlers & { item: PackItem }) {
  return (
    <Card sx={{ height: "100%", display: "flex", flexDirection: "column" }} aria-label={item.name} component="article">
      <CardContent sx={{ flex: 1, display: "flex", flexDirection: "column", "&:last-child": { pb: 1.5 } }}>
        <Stack direction="row" spacing={2}>
          <Thumbnail photo={item} alt={`Photo of ${item.name}`} placeholder />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
              {item.name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {[item.category?.name ?? UNCATEGORIZED, item.brand_name, item.size].filter(Boolean).join(" · ")}
            </Typography>
          </Stack>
        </Stack>
        <Box sx={{ pt: 1.5, mt: "auto" }}>
          <ItemButtons item={item} {...actions} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** PackItems' cards (spec §2): grouped by category, each with photo, details and its actions. */
export function ItemCards({ items, ...actions }: ItemActionHandlers & { items: readonly PackItem[] }) {
  return (
    <Stack spacing={3}>
      {groupByCategory(items).map(([category, list]) => (
        <Box component="section" key={category} aria-label={category}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {category}
          </Typography>
          <Grid container spacing={2}>
            {list.map((item) => (
              <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
                <ItemCard item={item} {...actions} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
