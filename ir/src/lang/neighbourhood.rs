//! A `stencil`'s neighbourhood: its extent along each axis (3, 5, 7 or 9,
//! Accelerate's sizes), the offsets of its cells from the centre in
//! row-major order, and the nested tuples its function receives (the
//! outermost axis outermost: a 5x5 neighbourhood is a 5-tuple of rows, each
//! a 5-tuple). The checker, the lowering and the reference interpreter all
//! take these from here.

use crate::types::ScalarType;

/// The extents a neighbourhood may have along an axis.
pub const EXTENTS: [usize; 4] = [3, 5, 7, 9];

/// The ranks a stencil works on.
pub const MAX_RANK: usize = 3;

/// The offsets of the cells of a neighbourhood of `extents` from its
/// centre, in row-major order (the last axis fastest).
pub fn offsets(extents: &[usize]) -> Vec<Vec<i64>> {
    let mut cells = vec![Vec::new()];
    for &e in extents {
        let radius = (e / 2) as i64;
        cells = cells
            .into_iter()
            .flat_map(|c: Vec<i64>| {
                (-radius..=radius).map(move |o| {
                    let mut c = c.clone();
                    c.push(o);
                    c
                })
            })
            .collect();
    }
    cells
}

/// The number of cells of a neighbourhood of `extents`: how many elements
/// of its operand a stencil reads per element.
pub fn cells(extents: &[usize]) -> usize {
    extents.iter().product()
}

/// Nests the cells of a neighbourhood, given in row-major order, into the
/// tuples its function receives, `tuple` making one tuple of its parts.
pub fn nest<T>(cells: Vec<T>, extents: &[usize], tuple: &mut dyn FnMut(Vec<T>) -> T) -> T {
    match extents {
        [] => {
            let mut cells = cells;
            assert_eq!(cells.len(), 1, "one cell per position");
            cells.remove(0)
        }
        [e, inner @ ..] => {
            let per = cells.len() / e;
            let mut parts = Vec::with_capacity(*e);
            let mut rest = cells.into_iter();
            for _ in 0..*e {
                let chunk: Vec<T> = rest.by_ref().take(per).collect();
                parts.push(nest(chunk, inner, tuple));
            }
            tuple(parts)
        }
    }
}

/// The type of a neighbourhood of `extents` over elements of type `elem`.
pub fn tuple_type(extents: &[usize], elem: &ScalarType) -> ScalarType {
    let leaves = vec![elem.clone(); cells(extents)];
    nest(leaves, extents, &mut ScalarType::Tuple)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_row_major_around_the_centre() {
        assert_eq!(offsets(&[3]), vec![vec![-1], vec![0], vec![1]]);
        let five = offsets(&[5, 3]);
        assert_eq!(five.len(), 15);
        assert_eq!(five[0], vec![-2, -1]);
        assert_eq!(five[1], vec![-2, 0]);
        assert_eq!(five[7], vec![0, 0]);
        assert_eq!(five[14], vec![2, 1]);
        assert_eq!(offsets(&[3, 3, 3]).len(), 27);
        assert_eq!(cells(&[5, 5]), 25);
    }

    #[test]
    fn cells_nest_outermost_axis_outermost() {
        let t = tuple_type(&[3, 5], &ScalarType::F32);
        let ScalarType::Tuple(rows) = &t else {
            panic!("a tuple")
        };
        assert_eq!(rows.len(), 3);
        assert!(rows
            .iter()
            .all(|r| matches!(r, ScalarType::Tuple(cs) if cs.len() == 5)));
        let cells = (0..6).map(|c| c.to_string()).collect();
        let nested = nest(cells, &[2, 3], &mut |parts: Vec<String>| {
            format!("({})", parts.join(", "))
        });
        assert_eq!(nested, "((0, 1, 2), (3, 4, 5))");
    }
}
