import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

import { Shell } from "./app/Shell";

export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(
    () => client ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
