import { formatWater, WATER_QUICK_AMOUNTS, type WaterUnit } from "@homebase/contracts";
import { mdiCupWater, mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { useReadyInTransition } from "../../components/useDataInTransition";
import { visuallyHidden } from "../../components/visuallyHidden";
import { useAddWater, useWaterEntries, useWaterTarget, useWaterUnit } from "./api";
import { formatAmountOfTarget, progressPercent } from "./format";
import { TARGET_HASH, WATER_HOME_PATH } from "./paths";

/** Issue 25: the owner's unit first, the other after ("236 ml · 8 oz" in ml mode). */
export function quickAddUnits(label: string, ml: number, unit: WaterUnit): [string, string] {
  const oz = label.replace("oz", " oz");
  return unit === "ml" ? [`${ml} ml`, oz] : [oz, `${ml} ml`];
}

function QuickAddButton({ label, ml, unit }: { label: string; ml: number; unit: WaterUnit }) {
  const add = useAddWater();
  const [first, second] = quickAddUnits(label, ml, unit);
  return (
    <Button
      variant="outlined"
      startIcon={<Icon path={mdiPlus} />}
      disabled={add.isPending}
      onClick={() => add.mutate(ml)}
      title={`Add ${ml} ml`}
      // "8 oz", not "8 OZ"; the other unit on a second, smaller line so a phone never cuts it.
      sx={{ flex: 1, minWidth: 0, textTransform: "none", lineHeight: 1.2, px: 1 }}
    >
      {/* Named "236 ml · 8 oz" by its own text: the dot is read, not shown. */}
      <Box component="span" sx={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
        <span>{first}</span>
        <Box component="span" sx={visuallyHidden}>
          {" · "}
        </Box>
        <Box component="span" sx={{ fontSize: "0.75rem" }}>
          {second}
        </Box>
      </Box>
    </Button>
  );
}

/** Spec §9: 8oz, 20oz and 32oz (with ml, issue 25); each button waits only for its own add. */
export function QuickAddButtons() {
  // Read once for the three buttons (issue 28: each query observer is work as Home mounts).
  const { unit } = useWaterUnit();
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Quick add">
      {WATER_QUICK_AMOUNTS.map((amount) => (
        <QuickAddButton key={amount.label} label={amount.label} ml={amount.ml} unit={unit} />
      ))}
    </Stack>
  );
}

interface WaterCardProps {
  /** "home": the widget, titled "Water Tracker" and linking to WaterHome. "page": the top of WaterHome. */
  variant?: "home" | "page";
  /** On WaterHome: takes the owner to the target field instead of linking there. */
  onSetTarget?: () => void;
  /** More ways to add, under the quick-add buttons (WaterHome's custom amount). */
  children?: ReactNode;
}

function WaterProgress({ onSetTarget }: Pick<WaterCardProps, "onSetTarget">) {
  const { unit, loading: unitLoading } = useWaterUnit();
  const target = useWaterTarget();
  const entries = useWaterEntries();
  // Today's figures first show in a transition: their render, with the rest of the card's, was a
  // mid-range phone's long task (Lighthouse, issue 28).
  const ready = useReadyInTransition(Boolean(target.data && entries.data) && !unitLoading);

  if (target.isError || entries.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              if (target.isError) void target.refetch();
              if (entries.isError) void entries.refetch();
            }}
          >
            Retry
          </Button>
        }
      >
        Could not load today's water.
      </Alert>
    );
  }
  if (!ready || !target.data || !entries.data) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading today's water">
        <Skeleton variant="rounded" height={10} />
        {/* As tall as the figure it stands for (an h6 line), so nothing moves when it arrives. */}
        <Skeleton variant="text" width="60%" height={32} />
      </Stack>
    );
  }

  const amountMl = entries.data.reduce((sum, entry) => sum + entry.amount, 0);
  const targetMl = target.data.target_ml;
  const percent = progressPercent(amountMl, targetMl);
  const hasTarget = targetMl > 0;
  const amountText = hasTarget
    ? formatAmountOfTarget(amountMl, targetMl, unit)
    : `${formatWater(amountMl, unit)} today`;
  // Hovering an oz figure shows the exact millilitres behind it.
  const mlTitle =
    unit !== "oz"
      ? undefined
      : hasTarget
        ? formatAmountOfTarget(amountMl, targetMl, "ml")
        : formatWater(amountMl, "ml");

  return (
    <Stack spacing={1}>
      <LinearProgress
        variant="determinate"
        // The bar stops at full; the number beside it says how far past the target.
        value={Math.min(percent, 100)}
        color={percent >= 100 ? "success" : "primary"}
        aria-label="Today's water"
        aria-valuetext={hasTarget ? `${amountText}, ${percent}%` : "No daily target set"}
        sx={{ height: 10, borderRadius: 5 }}
      />
      {hasTarget ? (
        <Typography variant="h6" component="p" title={mlTitle}>
          {`${amountText} · ${percent}%`}
        </Typography>
      ) : (
        <Box>
          <Typography variant="h6" component="p" title={mlTitle}>
            {amountText}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            No daily target yet, so there is no progress to show.{" "}
            {onSetTarget ? (
              <MuiLink component="button" type="button" onClick={onSetTarget} sx={{ verticalAlign: "baseline" }}>
                Set a daily target
              </MuiLink>
            ) : (
              <MuiLink component={Link} to={`${WATER_HOME_PATH}${TARGET_HASH}`}>
                Set a daily target
              </MuiLink>
            )}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/** Today's progress and the quick-add buttons: the home widget and the top of WaterHome. */
export function WaterCard({ variant = "home", onSetTarget, children }: WaterCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Icon path={mdiCupWater} color="primary" />
            <Typography id={headingId} variant="h6" component="h2">
              {variant === "home" ? (
                <MuiLink component={Link} to={WATER_HOME_PATH} underline="hover" color="inherit">
                  Water Tracker
                </MuiLink>
              ) : (
                "Today"
              )}
            </Typography>
          </Stack>
          <WaterProgress onSetTarget={onSetTarget} />
          <QuickAddButtons />
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The registry's home widget: a default export so it can be loaded lazily. */
export default function WaterHomeWidget() {
  return <WaterCard variant="home" />;
}
