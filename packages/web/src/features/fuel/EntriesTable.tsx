import type { FuelEntry, Vehicle } from "@homebase/contracts";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { Link } from "react-router";
import { isQueuedUrl } from "../../app/offline/useQueuedWrites";
import { ALL_ROWS, TablePager } from "../../components/TablePager";
import { TOUCH_LINK } from "../../components/tapTarget";
import { EntryBadges, EntryLocation } from "./EntryBadges";
import { formatFuel, formatPrice, formatShortDate, NO_VALUE, type UnitLabels, unitLabels } from "./format";
import { fuelPaths } from "./paths";

const numeric = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

interface RowsProps {
  vehicle: Vehicle;
  entries: readonly FuelEntry[];
  labels: UnitLabels;
}

function DateLink({ vehicle, entry }: { vehicle: Vehicle; entry: FuelEntry }) {
  // A fill-up made offline has no page on the server yet (issue 22).
  if (isQueuedUrl(entry.url)) return <span style={{ whiteSpace: "nowrap" }}>{formatShortDate(entry.date)}</span>;
  return (
    <MuiLink
      component={Link}
      to={fuelPaths.editEntry(vehicle.slug, entry.id)}
      sx={{ whiteSpace: "nowrap", ...TOUCH_LINK }}
    >
      {formatShortDate(entry.date)}
    </MuiLink>
  );
}

/** Spec §2's table, for screens wide enough for its seven columns. */
function EntryTableRows({ vehicle, entries, labels }: RowsProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Fill-ups of ${vehicle.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">{labels.mileage}</TableCell>
            <TableCell align="right">{labels.price}</TableCell>
            <TableCell align="right">{labels.volume}</TableCell>
            <TableCell align="right">{labels.distance}</TableCell>
            <TableCell align="right">{labels.economy}</TableCell>
            <TableCell>Location</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell>
                <DateLink vehicle={vehicle} entry={entry} />
                <EntryBadges entry={entry} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatFuel(entry.mileage, "mileage")}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatPrice(entry.price_per_gallon)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatFuel(entry.gallons, "gallons")}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatFuel(entry.miles, "miles")}
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 500 }}>
                {formatFuel(entry.miles_per_gallon, "miles_per_gallon")}
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <EntryLocation entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** "1,400 mi · +250 mi · 6.000 gal · $3.259/gal": the table's other columns on one line. */
function phoneDetails(entry: FuelEntry, labels: UnitLabels): string {
  const { distanceShort, volumeShort } = labels;
  return [
    `${formatFuel(entry.mileage, "mileage")} ${distanceShort}`,
    entry.miles === null ? null : `+${formatFuel(entry.miles, "miles")} ${distanceShort}`,
    `${formatFuel(entry.gallons, "gallons")} ${volumeShort}`,
    `${formatPrice(entry.price_per_gallon)}/${volumeShort}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The same figures as the table, one fill-up per item, for a phone's width. */
function EntryListRows({ vehicle, entries, labels }: RowsProps) {
  return (
    <List aria-label={`Fill-ups of ${vehicle.name}`} disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters sx={{ display: "block", py: 1.25 }}>
          <Stack direction="row" sx={{ alignItems: "baseline", gap: 1 }}>
            <Typography component="span" sx={{ flex: 1, minWidth: 0 }}>
              <DateLink vehicle={vehicle} entry={entry} />
              <EntryBadges entry={entry} />
            </Typography>
            <Typography component="span" sx={{ ...numeric, fontWeight: 500 }}>
              {entry.miles_per_gallon === null
                ? NO_VALUE
                : `${formatFuel(entry.miles_per_gallon, "miles_per_gallon")} ${labels.economy}`}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ ...numeric, whiteSpace: "normal", color: "text.secondary", mt: 0.5 }}>
            {phoneDetails(entry, labels)}
          </Typography>
          {entry.location && (
            <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: "anywhere" }}>
              <EntryLocation entry={entry} />
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/** The vehicle's fill-ups, newest first, a page at a time (10, 25, 50, 100 or All). */
export function EntriesTable({ vehicle }: { vehicle: Vehicle }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const [page, setPage] = useState(0);
  const labels = unitLabels(vehicle);
  const total = vehicle.entries.length;
  // Deleting the last rows of the last page must not leave an empty page showing.
  const lastPage = rowsPerPage === ALL_ROWS ? 0 : Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  const current = Math.min(page, lastPage);
  const shown =
    rowsPerPage === ALL_ROWS
      ? vehicle.entries
      : vehicle.entries.slice(current * rowsPerPage, (current + 1) * rowsPerPage);
  const Rows = phone ? EntryListRows : EntryTableRows;

  return (
    <>
      <Rows vehicle={vehicle} entries={shown} labels={labels} />
      <TablePager
        count={total}
        page={current}
        rowsPerPage={rowsPerPage}
        labelRowsPerPage={phone ? "Rows:" : "Rows per page:"}
        onPageChange={setPage}
        onRowsPerPageChange={(size) => {
          setRowsPerPage(size);
          setPage(0);
        }}
      />
    </>
  );
}
