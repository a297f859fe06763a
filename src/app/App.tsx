import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { getRuntimeConfig } from '@/api/runtime-config';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, buildRoutes } from './routing/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [routes] = useState(buildRoutes);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={getRuntimeConfig().basePrefix || '/'}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
