/**
 * Moves between views of a list by changing the address, so each view is a history entry Back
 * returns to. The scroll stays where it is, as it would for a change made in place. A search
 * being typed is the exception: its first step is a new entry, the later ones replace it, so Back
 * does not walk back through every pause in the typing.
 *
 * While a view is still loading, the next change builds on that view, not on the one on screen: a
 * header clicked twice before the first sort has loaded sorts descending, and Next pressed then keeps
 * the new sort.
 */
import { type Location, useLocation, useNavigate, useNavigation } from "react-router";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { type ListView, listViewHref, nextSort, readListView } from "~/features/admin/work-lists/list-view";

/** What a navigation tells the page it lands on (kept in the history entry). */
interface ListNavigationState {
  /** The entry was made by typing in the search field. */
  typedSearch?: boolean;
  /** The entry was made by switching between the normal and the spam view. */
  switchedView?: boolean;
}

export function listNavigationState(state: unknown): ListNavigationState {
  return typeof state === "object" && state !== null ? (state as ListNavigationState) : {};
}

interface ListNavigation {
  goToPage(page: number): void;
  sortBy(sortKey: string): void;
  toggleSpamView(): void;
  toggleMyLeads(): void;
  search(q: string): void;
}

export function useListNavigation(shown: ListView): ListNavigation {
  const navigate = useNavigate();
  const location = useLocation();
  const pending = useNavigation().location;
  const view = pendingView(shown, pending) ?? shown;
  const current = pending ? pending.pathname + pending.search : location.pathname + location.search;

  const show = (next: ListView, options: { replace?: boolean; state?: ListNavigationState } = {}) => {
    const href = listViewHref(next);
    if (href === current) return;
    navigate(href, { ...options, preventScrollReset: true });
  };

  return {
    goToPage: (page) => show({ ...view, page }),
    sortBy: (sortKey) => show({ ...view, ...nextSort(view, sortKey), page: 1 }),
    toggleSpamView: () => show({ ...view, spam: !view.spam, page: 1 }, { state: { switchedView: true } }),
    toggleMyLeads: () => {
      const { mine, ...rest } = view;
      show(mine ? rest : { ...rest, mine: true, page: 1 });
    },
    search: (q) =>
      show(
        { ...view, q, page: 1 },
        { replace: listNavigationState(location.state).typedSearch === true, state: { typedSearch: true } },
      ),
  };
}

/** The view of this list being loaded now, if one is (another section's does not count). */
function pendingView(shown: ListView, pending: Location | undefined): ListView | undefined {
  if (pending?.pathname !== DASHBOARD_PATH) return undefined;
  const view = readListView(new URLSearchParams(pending.search));
  return view.section === shown.section ? view : undefined;
}
