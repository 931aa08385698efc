export default function Page() {
  return <h1>cliente/not-found</h1>;
}
