import { Outlet } from 'react-router';

export default function LayoutRoute() {
  return <Outlet />;
}
