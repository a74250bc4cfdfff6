#!/usr/bin/env python3
"""Prints the table of backend/src/llvm/vexp.rs: for i in 0..128, with
s_i = 2^(i/128) rounded to f64 and t_i = (2^(i/128) - s_i) / s_i rounded
to f64, the bits of t_i and the bits of s_i minus i << 45 (so that adding
k << 45 for k = 128 q + i gives the bits of 2^q s_i)."""
import struct
from decimal import Decimal, getcontext

getcontext().prec = 60
N = 128


def bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


rows = []
for i in range(N):
    v = Decimal(2) ** (Decimal(i) / N)
    s = float(v)
    t = float((v - Decimal(s)) / Decimal(s))
    rows.append((bits(t), (bits(s) - (i << 45)) % (1 << 64)))
for t, s in rows:
    print(f"    0x{t:016x}, 0x{s:016x},")
