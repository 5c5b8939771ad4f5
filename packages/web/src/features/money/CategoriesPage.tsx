import type { MoneyCategory } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { PageLoading } from "../../app/PageLoading";
import { LoadError } from "../../components/LoadError";
import { visuallyHidden } from "../../components/visuallyHidden";
import { AddCategoryForms } from "./AddCategoryForms";
import { type CategoryPatch, useCategories, useDeleteCategory, useUpdateCategory } from "./api";
import { DeleteButton } from "./DeleteButton";
import { saveFailure } from "./SaveStatus";
import { SavingTextField } from "./SavingTextField";

interface RowProps {
  category: MoneyCategory;
  /** The parent categories a child can move under. */
  parents: readonly MoneyCategory[];
  onRefused: (message: string) => void;
}

function CategoryRow({ category, parents, onRefused, stacked }: RowProps & { stacked: boolean }) {
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const save = (body: CategoryPatch) => update.mutateAsync({ category, body });
  // Moves the category (and its transactions' summary group) under another parent.
  const parentSelect = !category.is_parent && (
    <TextField
      select
      value={category.parent_category ? String(category.parent_category.id) : ""}
      onChange={(event) => {
        save({ parent_category_id: Number(event.target.value) }).catch((error) => onRefused(saveFailure(error)));
      }}
      variant="standard"
      size="small"
      fullWidth
      slotProps={{ htmlInput: { "aria-label": `Parent category of ${category.name}` } }}
    >
      {parents.map((parent) => (
        <MenuItem key={parent.id} value={String(parent.id)}>
          {parent.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const nameField = (
    <SavingTextField
      value={category.name}
      onSave={(name) => save({ name })}
      field="name"
      dense
      size="small"
      fullWidth
      slotProps={{ htmlInput: { "aria-label": `Name of ${category.name}`, maxLength: 100 } }}
    />
  );
  return (
    <TableRow>
      {/* Issue 25: on a phone the parent goes under the name, so the name has the row's width. */}
      {parentSelect && !stacked && <TableCell sx={{ minWidth: 160 }}>{parentSelect}</TableCell>}
      <TableCell sx={{ minWidth: { xs: 0, sm: 180 }, width: stacked ? "100%" : undefined }}>
        {stacked && parentSelect ? (
          <Stack spacing={0.5}>
            {nameField}
            {parentSelect}
          </Stack>
        ) : (
          nameField
        )}
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <Checkbox
          checked={category.is_included}
          onChange={(event) => {
            save({ is_included: event.target.checked }).catch((error) => onRefused(saveFailure(error)));
          }}
          slotProps={{ input: { "aria-label": `Include ${category.name} in summary` } }}
        />
      </TableCell>
      <TableCell padding="checkbox">
        <DeleteButton
          icon
          label={`Delete ${category.name}`}
          what={`the category ${category.name}`}
          onDelete={() => remove.mutateAsync(category)}
          onRefused={onRefused}
        />
      </TableCell>
    </TableRow>
  );
}

function CategoryTable({
  caption,
  categories,
  parents,
  parentChoices,
  onRefused,
}: {
  caption: string;
  categories: readonly MoneyCategory[];
  parents: boolean;
  parentChoices: readonly MoneyCategory[];
  onRefused: (message: string) => void;
}) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={caption} sx={{ "& th, & td": { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {!parents && !stacked && <TableCell>Parent Category</TableCell>}
            <TableCell>{parents ? "Parent Category" : stacked ? "Category and parent" : "Category"}</TableCell>
            <TableCell align="center" sx={{ whiteSpace: { sm: "nowrap" }, minWidth: { xs: 0, sm: 80 } }}>
              {stacked ? "In Summary" : "Include in Summary"}
            </TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Delete
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              parents={parentChoices}
              onRefused={onRefused}
              stacked={stacked}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** MoneyCategoryList (/money/category/): child categories editable in place, and the add forms. */
export function CategoriesPage() {
  const categories = useCategories();
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = categories.data ?? [];
  const children = list.filter((category) => !category.is_parent);
  const parents = list.filter((category) => category.is_parent);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Categories
      </Typography>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {categories.isError ? (
        <LoadError what="the categories" onRetry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <PageLoading />
      ) : (
        <>
          {children.length > 0 ? (
            <CategoryTable
              caption="Categories"
              categories={children}
              parents={false}
              parentChoices={parents}
              onRefused={setRefusal}
            />
          ) : (
            <Alert severity="info">
              No categories yet. Add a parent category (e.g. Food), then categories under it (e.g. Groceries).
            </Alert>
          )}
          <AddCategoryForms parents={parents} />
          {parents.length > 0 && (
            <>
              <Typography variant="h6" component="h2">
                Parent Categories
              </Typography>
              <CategoryTable
                caption="Parent categories"
                categories={parents}
                parents
                parentChoices={parents}
                onRefused={setRefusal}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
