// The React Router the app shares at run time: the declarative API only.
//
// Module Federation shares a package whole (it cannot know which exports the remotes will use), and
// react-router 7 whole is ~60 KiB gzip: data routers, framework mode, server rendering, cookies,
// sessions, RSC. The shell runs React Router in declarative mode (<BrowserRouter> + <Routes>), where
// the data APIs throw anyway, so the shared singleton is this module instead (~14 KiB gzip). The data
// and server APIs are replaced by functions that say why they are missing rather than `undefined`.
//
// Wired in by ./router-alias.mjs: 'react-router' and 'react-router-dom' resolve here, and this module
// reaches the real package through a private alias that is not shared.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  unstable_HistoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from '@sid/react-router-full';

function unavailable(name) {
  return function notInDeclarativeMode() {
    throw new Error(
      `react-router '${name}' is not available: the shell uses declarative routing (<BrowserRouter>), ` +
        'and the shared router carries only the declarative API (see tooling/rspack/react-router-client.mjs).',
    );
  };
}

export const Await = unavailable('Await');
export const Form = unavailable('Form');
export const ScrollRestoration = unavailable('ScrollRestoration');
export const RouterProvider = unavailable('RouterProvider');
export const createBrowserRouter = unavailable('createBrowserRouter');
export const createHashRouter = unavailable('createHashRouter');
export const createMemoryRouter = unavailable('createMemoryRouter');
export const redirect = unavailable('redirect');
export const redirectDocument = unavailable('redirectDocument');
export const replace = unavailable('replace');
export const data = unavailable('data');
export const useActionData = unavailable('useActionData');
export const useAsyncError = unavailable('useAsyncError');
export const useAsyncValue = unavailable('useAsyncValue');
export const useBlocker = unavailable('useBlocker');
export const unstable_usePrompt = unavailable('unstable_usePrompt');
export const useFetcher = unavailable('useFetcher');
export const useFetchers = unavailable('useFetchers');
export const useFormAction = unavailable('useFormAction');
export const useLoaderData = unavailable('useLoaderData');
export const useMatches = unavailable('useMatches');
export const useNavigation = unavailable('useNavigation');
export const useRevalidator = unavailable('useRevalidator');
export const useRouteError = unavailable('useRouteError');
export const useRouteLoaderData = unavailable('useRouteLoaderData');
export const useSubmit = unavailable('useSubmit');
export const useViewTransitionState = unavailable('useViewTransitionState');
