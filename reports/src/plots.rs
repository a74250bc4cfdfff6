//! Charts drawn with plotters, each as SVG (inlined in the HTML report) and
//! as PNG (beside the Markdown report): bar charts of one value per
//! category (a legend for each colour used), line charts of (x, y)
//! series, and scatter charts of (x, y) points (no line joins them). Text is measured and drawn
//! with the bundled DejaVu Sans (`assets/DejaVuSans.ttf`, its licence
//! beside it), so that charts look the same on every machine.

use plotters::coord::Shift;
use plotters::prelude::*;
use std::sync::OnceLock;

/// The font every chart uses, registered with plotters under this family.
const FAMILY: &str = "sans-serif";
static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

/// One bar per category.
#[derive(Clone, Debug)]
pub struct BarChart {
    pub title: String,
    /// The unit of the values (`MB`, `ms`).
    pub y_label: String,
    pub bars: Vec<Bar>,
    /// What each colour means, drawn as the chart's legend for the colours
    /// its bars use (a colour without an entry here is drawn without one).
    pub legend: Vec<(Highlight, String)>,
}

#[derive(Clone, Debug)]
pub struct Bar {
    pub label: String,
    /// `None`: no value (drawn as nothing, labelled `n/a`).
    pub value: Option<f64>,
    pub highlight: Highlight,
}

/// How a bar is coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    Plain,
    /// The best value.
    Best,
    /// A value from a cell that disagreed with the reference.
    Bad,
}

/// Points against two axes, one colour per series: lines through each
/// series' points (`joined`), or points alone (a scatter, where the points
/// of a series need not be related: different programs).
#[derive(Clone, Debug)]
pub struct XyChart {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    /// (name, points), points in any order (a joined series is drawn
    /// sorted by x).
    pub series: Vec<(String, Vec<(f64, f64)>)>,
    /// Both axes logarithmic (points with a coordinate ≤ 0 are left out).
    pub log_axes: bool,
    pub joined: bool,
}

/// A chart in both formats.
#[derive(Clone, Debug)]
pub struct Rendered {
    pub svg: String,
    pub png: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum PlotError {
    #[error("cannot draw the chart `{title}`: {message}")]
    Draw { title: String, message: String },
}

const BAR_SIZE: (u32, u32) = (560, 320);
const LINE_SIZE: (u32, u32) = (720, 400);
const PALETTE: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
];

fn register_font() -> Result<(), String> {
    static DONE: OnceLock<Result<(), String>> = OnceLock::new();
    DONE.get_or_init(|| {
        plotters::style::register_font(FAMILY, FontStyle::Normal, FONT)
            .map_err(|_| "the bundled font is not a usable TrueType font".to_string())
    })
    .clone()
}

pub fn bar_chart(c: &BarChart) -> Result<Rendered, PlotError> {
    render(c, &c.title, BAR_SIZE)
}

pub fn xy_chart(c: &XyChart) -> Result<Rendered, PlotError> {
    render(c, &c.title, LINE_SIZE)
}

type Drawn = Result<(), Box<dyn std::error::Error>>;

/// A chart that draws itself on any plotters backend.
trait Chart {
    fn draw<DB: DrawingBackend>(&self, root: DrawingArea<DB, Shift>) -> Drawn
    where
        DB::ErrorType: 'static;
}

impl Chart for BarChart {
    fn draw<DB: DrawingBackend>(&self, root: DrawingArea<DB, Shift>) -> Drawn
    where
        DB::ErrorType: 'static,
    {
        draw_bars(root, self)
    }
}

impl Chart for XyChart {
    fn draw<DB: DrawingBackend>(&self, root: DrawingArea<DB, Shift>) -> Drawn
    where
        DB::ErrorType: 'static,
    {
        draw_xy(root, self)
    }
}

/// The colour of each highlight.
fn colour_of(h: Highlight) -> RGBColor {
    match h {
        Highlight::Plain => PALETTE[0],
        Highlight::Best => PALETTE[2],
        Highlight::Bad => RED,
    }
}

/// Draws `chart` on an SVG and on a bitmap backend.
fn render(chart: &impl Chart, title: &str, size: (u32, u32)) -> Result<Rendered, PlotError> {
    let fail = |message: String| PlotError::Draw {
        title: title.to_string(),
        message,
    };
    register_font().map_err(fail)?;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        chart.draw(root).map_err(|e| fail(e.to_string()))?;
    }
    let mut pixels = vec![0u8; (size.0 * size.1 * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut pixels, size).into_drawing_area();
        chart.draw(root).map_err(|e| fail(e.to_string()))?;
    }
    let mut png = Vec::new();
    use image::ImageEncoder;
    image::codecs::png::PngEncoder::new(&mut png)
        .write_image(&pixels, size.0, size.1, image::ColorType::Rgb8)
        .map_err(|e| fail(format!("PNG encoding: {e}")))?;
    Ok(Rendered { svg, png })
}

fn draw_bars<DB: DrawingBackend>(root: DrawingArea<DB, Shift>, c: &BarChart) -> Drawn
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE)?;
    let n = c.bars.len().max(1) as u32;
    let top = c.bars.iter().filter_map(|b| b.value).fold(0.0f64, f64::max);
    let top = if top > 0.0 { top * 1.15 } else { 1.0 };
    let mut chart = ChartBuilder::on(&root)
        .caption(&c.title, (FAMILY, 20))
        .margin(8)
        .x_label_area_size(34)
        .y_label_area_size(64)
        // An integer range is inclusive in plotters: 0..n-1 makes n segments
        // (one bar takes half of 0..1: plotters' range may not be empty).
        .build_cartesian_2d((0u32..(n - 1).max(1)).into_segmented(), 0f64..top)?;
    let labels: Vec<String> = c.bars.iter().map(|b| b.label.clone()).collect();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .bold_line_style(BLACK.mix(0.12))
        .x_labels(n as usize)
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => labels.get(*i as usize).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .y_desc(&c.y_label)
        .y_label_formatter(&|y| short_number(*y))
        .label_style((FAMILY, 15))
        .axis_desc_style((FAMILY, 16))
        .draw()?;
    chart.draw_series(c.bars.iter().enumerate().filter_map(|(i, b)| {
        let v = b.value?;
        let colour = colour_of(b.highlight);
        let i = i as u32;
        let mut r = Rectangle::new(
            [
                (SegmentValue::Exact(i), 0.0),
                (SegmentValue::Exact(i + 1), v),
            ],
            colour.filled(),
        );
        r.set_margin(0, 0, 8, 8);
        Some(r)
    }))?;
    let value_style =
        TextStyle::from((FAMILY, 14).into_font()).pos(plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Bottom,
        ));
    chart.draw_series(c.bars.iter().enumerate().map(|(i, b)| {
        let (text, y) = match b.value {
            Some(v) => (short_number(v), v),
            None => ("n/a".to_string(), 0.0),
        };
        Text::new(
            text,
            (SegmentValue::CenterOf(i as u32), y),
            value_style.clone(),
        )
    }))?;
    let used: Vec<&(Highlight, String)> = (c.legend.iter())
        .filter(|(h, _)| {
            c.bars
                .iter()
                .any(|b| b.value.is_some() && b.highlight == *h)
        })
        .collect();
    for (h, label) in &used {
        let colour = colour_of(*h);
        chart
            .draw_series(std::iter::empty::<Circle<(SegmentValue<u32>, f64), i32>>())?
            .label(label.as_str())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 14, y + 5)], colour.filled()));
    }
    if !used.is_empty() {
        chart
            .configure_series_labels()
            .label_font((FAMILY, 13))
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .position(SeriesLabelPosition::UpperRight)
            .draw()?;
    }
    root.present()?;
    Ok(())
}

fn draw_xy<DB: DrawingBackend>(root: DrawingArea<DB, Shift>, c: &XyChart) -> Drawn
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE)?;
    // On log axes the points are drawn at their logarithms, labelled with
    // the values.
    let log = c.log_axes;
    let to_axis = |v: f64| if log { v.log10() } else { v };
    let from_axis = move |v: f64| if log { 10f64.powf(v) } else { v };
    let series: Vec<(&String, Vec<(f64, f64)>)> = (c.series.iter())
        .map(|(name, ps)| {
            let ps = (ps.iter())
                .filter(|(x, y)| !log || (*x > 0.0 && *y > 0.0))
                .map(|(x, y)| (to_axis(*x), to_axis(*y)))
                .collect();
            (name, ps)
        })
        .collect();
    let points: Vec<(f64, f64)> = series
        .iter()
        .flat_map(|(_, ps)| ps.iter().copied())
        .collect();
    let range = |vs: Vec<f64>, pad: f64| -> std::ops::Range<f64> {
        let hi = vs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let lo = vs.iter().copied().fold(f64::INFINITY, f64::min);
        match (log, hi.is_finite()) {
            (true, true) => (lo - 0.1)..(hi + pad),
            (false, true) if hi > 0.0 => 0.0..hi * (1.0 + pad),
            _ => 0.0..1.0,
        }
    };
    let x_range = range(points.iter().map(|p| p.0).collect(), 0.08);
    let y_range = range(points.iter().map(|p| p.1).collect(), 0.15);
    let mut chart = ChartBuilder::on(&root)
        .caption(c.title.as_str(), (FAMILY, 20))
        .margin(10)
        .x_label_area_size(40)
        .y_label_area_size(64)
        .build_cartesian_2d(x_range, y_range)?;
    chart
        .configure_mesh()
        .light_line_style(TRANSPARENT)
        .bold_line_style(BLACK.mix(0.12))
        .x_desc(c.x_label.as_str())
        .y_desc(c.y_label.as_str())
        .x_label_formatter(&|x| short_number(from_axis(*x)))
        .y_label_formatter(&|y| short_number(from_axis(*y)))
        .label_style((FAMILY, 15))
        .axis_desc_style((FAMILY, 16))
        .draw()?;
    for (k, (name, ps)) in series.iter().enumerate() {
        let colour = PALETTE[k % PALETTE.len()];
        let mut ps = ps.clone();
        ps.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
        let line = c
            .joined
            .then(|| PathElement::new(ps.clone(), colour.stroke_width(2)));
        let drawn = chart.draw_series(line)?.label(name.as_str());
        if c.joined {
            drawn.legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 18, y)], colour.stroke_width(2))
            });
        } else {
            drawn.legend(move |(x, y)| Circle::new((x + 9, y), 4, colour.filled()));
        }
        chart.draw_series(ps.iter().map(|p| Circle::new(*p, 4, colour.filled())))?;
    }
    if !c.series.is_empty() {
        chart
            .configure_series_labels()
            .label_font((FAMILY, 15))
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .position(SeriesLabelPosition::UpperLeft)
            .draw()?;
    }
    root.present()?;
    Ok(())
}

/// `1.5k`, `2.25`, `0.012`, `3M`: a short label for an axis or a bar.
pub fn short_number(v: f64) -> String {
    let a = v.abs();
    let trim = |s: String| {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    if a >= 1e9 {
        trim(format!("{:.2}", v / 1e9)) + "G"
    } else if a >= 1e6 {
        trim(format!("{:.2}", v / 1e6)) + "M"
    } else if a >= 1e4 {
        trim(format!("{:.1}", v / 1e3)) + "k"
    } else if a >= 100.0 || a == 0.0 {
        format!("{v:.0}")
    } else if a >= 1.0 {
        trim(format!("{v:.2}"))
    } else {
        trim(format!("{v:.3}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bars() -> BarChart {
        BarChart {
            title: "bytes moved, normalise2".into(),
            y_label: "MB".into(),
            bars: vec![
                Bar {
                    label: "none".into(),
                    value: Some(6.4),
                    highlight: Highlight::Plain,
                },
                Bar {
                    label: "ilp".into(),
                    value: Some(3.2),
                    highlight: Highlight::Best,
                },
                Bar {
                    label: "exhaustive".into(),
                    value: None,
                    highlight: Highlight::Plain,
                },
            ],
            legend: vec![
                (Highlight::Best, "least memory".into()),
                (Highlight::Plain, "others".into()),
                (Highlight::Bad, "MISMATCH".into()),
            ],
        }
    }

    #[test]
    fn bar_charts_have_a_bar_and_a_label_per_category_in_svg_and_png() {
        let r = bar_chart(&bars()).unwrap();
        assert!(r.svg.starts_with("<svg"), "{}", &r.svg[..100]);
        for label in ["none", "ilp", "exhaustive", "n/a", "6.4", "3.2", "MB"] {
            assert!(
                r.svg.contains(&format!("\n{label}\n</text>")),
                "{label} missing"
            );
        }
        // The best bar is green (44, 160, 44).
        assert!(r.svg.contains("#2CA02C") || r.svg.contains("rgb(44,160,44)"));
        assert_eq!(&r.png[..8], b"\x89PNG\r\n\x1a\n");
        let img = image::load_from_memory(&r.png).unwrap().to_rgb8();
        assert_eq!(img.dimensions(), BAR_SIZE);
        let green = img.pixels().filter(|p| p.0 == [44, 160, 44]).count();
        assert!(green > 500, "the best bar is drawn ({green} pixels)");
        // Text is drawn (dark pixels in the caption's band).
        let dark = (0..BAR_SIZE.0)
            .flat_map(|x| (0..24).map(move |y| (x, y)))
            .filter(|(x, y)| img.get_pixel(*x, *y).0.iter().all(|c| *c < 100))
            .count();
        assert!(dark > 50, "the caption is drawn ({dark} dark pixels)");
        // A legend entry for each colour drawn, none for red (no bar is).
        assert!(r.svg.contains("\nleast memory\n</text>"));
        assert!(r.svg.contains("\nothers\n</text>"));
        assert!(!r.svg.contains("MISMATCH"));
    }

    #[test]
    fn scatter_charts_draw_points_without_lines_and_a_legend_entry_per_series() {
        let c = XyChart {
            title: "solve time".into(),
            x_label: "nodes".into(),
            y_label: "ms".into(),
            series: vec![
                ("small".into(), vec![(8.0, 1.5), (3.0, 0.4)]),
                ("large".into(), vec![(300.0, 60.0)]),
            ],
            log_axes: true,
            joined: false,
        };
        let r = xy_chart(&c).unwrap();
        for label in ["small", "large", "nodes", "solve time"] {
            assert!(
                r.svg.contains(&format!("\n{label}\n</text>")),
                "{label} missing"
            );
        }
        // Three points and a legend marker per series; no line joins them.
        assert_eq!(r.svg.matches("<circle").count(), 3 + 2);
        let lines = xy_chart(&XyChart {
            joined: true,
            ..c.clone()
        })
        .unwrap();
        // The same axes, and a line per series and its legend's.
        assert_eq!(
            lines.svg.matches("<polyline").count(),
            r.svg.matches("<polyline").count() + 2 * 2,
            "only a line chart joins the points"
        );
        assert!(image::load_from_memory(&r.png).is_ok());
    }

    #[test]
    fn line_charts_have_a_legend_entry_per_series() {
        let c = XyChart {
            title: "ILP solve time".into(),
            x_label: "graph nodes".into(),
            y_label: "ms".into(),
            series: vec![
                ("small".into(), vec![(8.0, 1.5), (3.0, 0.4)]),
                ("large".into(), vec![(3.0, 0.6), (8.0, 2.5)]),
            ],
            log_axes: false,
            joined: true,
        };
        let r = xy_chart(&c).unwrap();
        for label in ["small", "large", "graph nodes", "ILP solve time"] {
            assert!(
                r.svg.contains(&format!("\n{label}\n</text>")),
                "{label} missing"
            );
        }
        assert!(r.svg.matches("<circle").count() >= 4);
        assert!(image::load_from_memory(&r.png).is_ok());
    }

    #[test]
    fn log_axes_label_the_values_and_leave_out_what_has_no_logarithm() {
        let c = XyChart {
            title: "solve time".into(),
            x_label: "nodes".into(),
            y_label: "ms".into(),
            series: vec![(
                "chain".into(),
                vec![(50.0, 20.0), (200.0, 900.0), (1000.0, 20000.0), (0.0, 5.0)],
            )],
            log_axes: true,
            joined: true,
        };
        let r = xy_chart(&c).unwrap();
        assert_eq!(r.svg.matches("<circle").count(), 3, "three points");
        assert!(
            r.svg.contains("\n100\n</text>"),
            "a decade is labelled by its value"
        );
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(short_number(1500.0), "1500");
        assert_eq!(short_number(15000.0), "15k");
        assert_eq!(short_number(2_250_000.0), "2.25M");
        assert_eq!(short_number(0.0123), "0.012");
        assert_eq!(short_number(2.5), "2.5");
        assert_eq!(short_number(0.0), "0");
    }
}
