export default function Page() {
  return <h1>proveedor/not-found</h1>;
}
