interface LoadMoreButtonProps {
  /** The paged query (TanStack's infinite query) whose next page the button asks for. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** The paragraph's class, which places the button under its list. */
  className: string;
}

/** "Load more" under a paged list, while the server has more; busy while the next page loads. */
export function LoadMoreButton({ pages, className }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <p className={className}>
      <button
        className="button button--secondary"
        type="button"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </p>
  );
}
