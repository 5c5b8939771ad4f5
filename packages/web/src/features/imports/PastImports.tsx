import { IMPORT_SOURCES, type ImportSource } from "@homebase/contracts";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useImports, useUndoImport } from "./api";
import { addedText } from "./ImportFromApp";

const importedAt = (instant: string) =>
  new Date(instant).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Imports done so far, newest first, each with Undo (which removes exactly what it added). */
export function PastImports() {
  const imports = useImports();
  const undo = useUndoImport();
  if (imports.isPending) return <Skeleton variant="rounded" height={48} />;
  const list = imports.data ?? [];
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Past imports
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          No imports yet. Choose an app and its export above.
        </Typography>
      ) : (
        <List dense aria-label="Past imports" sx={{ width: "100%" }}>
          {list.map((record) => (
            <ListItem
              key={record.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  disabled={undo.isPending}
                  onClick={() => undo.mutate(record)}
                  aria-label={`Undo the import of ${record.file_name || "the file"}`}
                >
                  Undo
                </Button>
              }
            >
              <ListItemText
                sx={{ pr: 8, overflowWrap: "anywhere" }}
                primary={`${IMPORT_SOURCES[record.source as ImportSource]?.label ?? record.source}: ${addedText(record.counts)}`}
                secondary={
                  <>
                    {record.file_name} · {importedAt(record.created_at)}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
