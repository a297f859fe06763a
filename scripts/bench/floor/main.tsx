// The bench's floor: the least an app on our stack ships (React, Mantine with its stylesheet, a
// router with one route). `npm run bench` compares the real home route against it.
import '@mantine/core/styles.css';
import { Button, MantineProvider, Title } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function FloorPage() {
  return (
    <>
      <Title order={1}>Floor</Title>
      <Button>Continue</Button>
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <FloorPage /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
