import { type AppImportResult, importCountText } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

const lineText = (problem: AppImportResult["problems"][number]) =>
  problem.line === null ? problem.message : `Line ${problem.line}: ${problem.message}`;

/** What a dry run found: what would be added, what it matched, what it leaves out, what stops it. */
export function ImportPreview({ fileName, result }: { fileName: string; result: AppImportResult }) {
  const counts = Object.entries(result.counts).filter(([key, n]) => n > 0 || !key.endsWith("_skipped"));
  return (
    <Stack spacing={1} sx={{ width: "100%" }}>
      <Typography>
        <strong>{fileName}</strong> holds:
      </Typography>
      <List dense aria-label="What the import adds" sx={{ py: 0 }}>
        {counts.map(([key, n]) => (
          <ListItem key={key} sx={{ py: 0 }}>
            {importCountText(key, n)}
          </ListItem>
        ))}
      </List>
      {result.matched.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          Matched: {result.matched.join(" · ")}
        </Typography>
      )}
      {result.unmatched.length > 0 && (
        <Alert severity="info">
          <AlertTitle>Left out ({result.unmatched.length})</AlertTitle>
          <List dense aria-label="Left out" sx={{ py: 0 }}>
            {result.unmatched.map((text) => (
              <ListItem key={text} sx={{ py: 0, px: 0 }}>
                {text}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {result.problems.length > 0 && (
        <Alert severity="error">
          <AlertTitle>It cannot be imported until these lines are fixed</AlertTitle>
          <List dense aria-label="Problems" sx={{ py: 0 }}>
            {result.problems.map((problem) => (
              <ListItem key={lineText(problem)} sx={{ py: 0, px: 0 }}>
                {lineText(problem)}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
