import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { AppealSummary } from "@portal/domain/appeals/appealSummary";
import { type DataColumn, DataTable, type RowAttributes } from "../../components/DataTable";
import { type PagedList, PagedListView } from "../../components/PagedList";
import { useDomainText } from "../../i18n/useDomainText";
import { formatDateTime } from "../../logic/format";
import { StatusBadge } from "./StatusBadge";

type Listed = Pick<AppealSummary, "id" | "kind" | "status" | "total" | "created_at">;

export interface AppealListProps<A extends Listed> {
  readonly list: PagedList<A>;
  /** The page's title: the table's caption. */
  readonly title: string;
  /** Shown when there are none. */
  readonly empty: string;
  readonly testId: string;
  /** Who sent the appeal, after its kind (the staff inbox). */
  readonly customer?: DataColumn<A> | undefined;
  /** What can be done with the appeal, last (the staff inbox). */
  readonly actions?: DataColumn<A> | undefined;
  readonly rowAttributes?: ((appeal: A) => RowAttributes) | undefined;
}

/**
 * A paged list of appeals (my applications, the staff inbox): number, kind, date, status
 * and total, each appeal's number a link to its page.
 */
export function AppealList<A extends Listed>({
  list,
  title,
  empty,
  testId,
  customer,
  actions,
  rowAttributes,
}: AppealListProps<A>) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const columns: DataColumn<A>[] = [
    { header: "№", cell: (_, i) => list.first + i },
    {
      header: t("appeals.number"),
      cellClass: "mono",
      cell: (appeal) => <Link to={`/appeals/${appeal.id}`}>#{appeal.id}</Link>,
    },
    { header: t("appeals.kind"), cell: (appeal) => t(`appeals.kinds.${appeal.kind}`) },
    ...(customer ? [customer] : []),
    { header: t("appeals.date"), cell: (appeal) => formatDateTime(appeal.created_at) },
    { header: t("appeals.status"), cell: (appeal) => <StatusBadge status={appeal.status} /> },
    { header: t("appeals.total"), className: "num", cell: (appeal) => money(appeal.total) },
    ...(actions ? [actions] : []),
  ];
  return (
    <PagedListView list={list} empty={empty}>
      {(appeals) => (
        <DataTable
          items={appeals}
          columns={columns}
          rowKey={(appeal) => appeal.id}
          caption={title}
          testId={testId}
          rowAttributes={rowAttributes}
        />
      )}
    </PagedListView>
  );
}
