import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { getRuntimeConfig } from '@/api/runtime-config';
import { replayEarlyClicks } from '@/lib/early-clicks';
import { hydrationDone } from '@/lib/hydration';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, buildRoutes } from './routing/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [routes] = useState(buildRoutes);
  // The app's effects run after its children's: every component hydrated has read isHydrating() by now.
  useEffect(() => {
    hydrationDone();
    // A task of its own: the clicks' updates are not flushed inside this commit's effects.
    const replay = setTimeout(replayEarlyClicks);
    return () => clearTimeout(replay);
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={getRuntimeConfig().basePrefix || '/'}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
