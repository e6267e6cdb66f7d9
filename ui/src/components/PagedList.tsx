import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cursorOf, FIRST_PAGE, firstRowNumber, type Pager } from "../logic/paging";
import { PagerNav } from "./PagerNav";
import { PageLoading } from "./Spinner";

/** One page of a keyset-paged list as the server answers it. */
export interface ListPage<T> {
  readonly data: readonly T[];
  readonly next?: number | undefined;
}

export interface PagedList<T> {
  readonly page: ListPage<T> | undefined;
  readonly failed: boolean;
  readonly pager: Pager;
  readonly setPager: Dispatch<SetStateAction<Pager>>;
  /** The number of the page's first row, for the № column. */
  readonly first: number;
}

/**
 * A keyset-paged list loaded from the server: the page at the pager's cursor, loaded again
 * when the pager or any of `reloadOn` changes (a filter, an action done on a row).
 */
export function usePagedList<T>(
  load: (cursor: number | undefined) => Promise<ListPage<T>>,
  pageSize: number,
  reloadOn: readonly unknown[] = [],
): PagedList<T> {
  const [pager, setPager] = useState(FIRST_PAGE);
  // The page with the pager it was loaded for: while another page loads, the old rows are
  // not shown under the new page's number.
  const [loaded, setLoaded] = useState<{ readonly pager: Pager; readonly page: ListPage<T> }>();
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read anew; `reloadOn` says when
  useEffect(() => {
    let live = true;
    setFailed(false);
    load(cursorOf(pager)).then(
      (answer) => live && setLoaded({ pager, page: answer }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pager, ...reloadOn]);
  const page = loaded?.pager === pager ? loaded.page : undefined;
  return { page, failed, pager, setPager, first: firstRowNumber(pager, pageSize) };
}

/**
 * What a paged list shows: the failure, the spinner, `empty` for an empty first page, or the
 * list in a card with the pager below it.
 */
export function PagedListView<T>({
  list,
  empty,
  children,
}: {
  readonly list: PagedList<T>;
  /** Shown when the first page is empty; without it, an empty list is shown as such. */
  readonly empty?: string;
  readonly children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { page, failed, pager, setPager } = list;
  if (failed) {
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  }
  if (page === undefined) return <PageLoading />;
  if (empty !== undefined && page.data.length === 0 && pager.index === 0) {
    return <div className="card empty">{empty}</div>;
  }
  return (
    <div className="card card--flush">
      {children(page.data)}
      <PagerNav pager={pager} next={page.next} setPager={setPager} />
    </div>
  );
}
