// The yardstick for first-load JS: a bare React + react-dom + react-router-dom app.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <h1>Hello</h1> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
