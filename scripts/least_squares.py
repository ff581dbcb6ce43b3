"""A square linear system solved by Gauss-Jordan, for the fitting scripts beside it (no numpy
on a fresh machine)."""


def solve(a, b):
    """Solves a x = b (a square, well conditioned) by Gauss-Jordan with partial pivoting."""
    n = len(b)
    m = [a[i][:] + [b[i]] for i in range(n)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c] / m[c][c]
                m[r] = [m[r][k] - f * m[c][k] for k in range(n + 1)]
    return [m[i][n] / m[i][i] for i in range(n)]
