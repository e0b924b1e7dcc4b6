import { createRoutesStub } from 'react-router';

/** `Component` inside the back office's frame, as a form test renders it: the shop's base URL and the staff session's form_key. */
export function inAdminFrame(Component: () => React.ReactNode): React.ReactElement {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: { baseUrl: '/' } }),
      children: [{ id: 'routes/admin/frame', loader: () => ({ formKey: 'StaffFormKey1234' }), children: [{ index: true, Component }] }],
    },
  ]);
  return <Stub initialEntries={['/']} />;
}
