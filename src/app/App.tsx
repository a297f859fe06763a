import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { getRuntimeConfig } from '@/api/runtime-config';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './routing/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(getRuntimeConfig().basePrefix));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
