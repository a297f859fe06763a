import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { getRuntimeConfig } from '@/api/runtime-config';
import { hydrationDone } from '@/lib/hydration';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, buildRoutes } from './routing/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [routes] = useState(buildRoutes);
  // The app's effects run after its children's: every component hydrated has read isHydrating() by now.
  useEffect(hydrationDone, []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={getRuntimeConfig().basePrefix || '/'}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
