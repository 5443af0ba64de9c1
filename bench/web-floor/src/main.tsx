import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

// The smallest app with the same stack as apps/web: the floor its initial JS is compared with.
function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <Link to="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About</h1>
      <Link to="/">Home</Link>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/about" element={<About />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
