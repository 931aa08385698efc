export default function Page() {
  return <h1>blog</h1>;
}
