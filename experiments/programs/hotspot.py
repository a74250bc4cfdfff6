# NumPy twin of hotspot.fl: four explicit steps of Rodinia's HotSpot update
# T' = T + step/Cap * (P + (N + S - 2T)/Ry + (E + W - 2T)/Rx + (amb - T)/Rz), edges
# clamped, with Rodinia's constants and Cap, Rx, Ry, Rz, step from the grid size; f32.
import numpy as np

F = np.float32
STEPS = 4


def twin(temp_in, power_in, np=np):
    h, w = temp_in.shape
    temp = F(323.0) + F(10.0) * temp_in
    power = F(0.005) * (power_in + F(1.0))
    if temp.size == 0:
        return {"t4": temp}
    t_chip, k_si, spec_heat, factor, max_pd, precision, amb = (
        F(0.0005), F(100.0), F(1750000.0), F(0.5), F(3000000.0), F(0.001), F(80.0))
    gh = F(0.016) / F(h)
    gw = F(0.016) / F(w)
    cap = factor * spec_heat * t_chip * gw * gh
    rx = gw / (F(2.0) * k_si * t_chip * gh)
    ry = gh / (F(2.0) * k_si * t_chip * gw)
    rz = t_chip / (k_si * gh * gw)
    step = precision / (max_pd / (factor * t_chip * spec_heat))
    for _ in range(STEPS):
        p = np.pad(temp, 1, mode="edge")
        n, s = p[:-2, 1:-1], p[2:, 1:-1]
        wst, est = p[1:-1, :-2], p[1:-1, 2:]
        flux = (s + n - F(2.0) * temp) / ry + (est + wst - F(2.0) * temp) / rx + (amb - temp) / rz
        temp = temp + step / cap * (power + flux)
    return {"t4": temp}
