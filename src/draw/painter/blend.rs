//! A material for drawing into the atlas with correct alpha.
//!
//! macroquad's default blending applies `src_alpha, 1 - src_alpha` to the
//! alpha channel too, so an anti-aliased glyph drawn on the opaque white
//! card would leave the card partly transparent along its edges (and the
//! felt would show through the index). This material keeps the usual colour
//! blend but adds alpha as "over": `a = a_src + a_dst·(1 - a_src)`.

use macroquad::material::{load_material, Material, MaterialParams};
use macroquad::miniquad::{
    BlendFactor, BlendState, BlendValue, Equation, PipelineParams, ShaderSource,
};

const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;

varying lowp vec2 uv;
varying lowp vec4 color;

uniform mat4 Model;
uniform mat4 Projection;

void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    color = color0 / 255.0;
    uv = texcoord;
}"#;

const FRAGMENT: &str = r#"#version 100
varying lowp vec4 color;
varying lowp vec2 uv;

uniform sampler2D Texture;

void main() {
    gl_FragColor = color * texture2D(Texture, uv);
}"#;

/// The atlas material, or `None` where the platform refuses the shader;
/// the atlas is then drawn with default blending, which only softens the
/// index's edges a little.
pub(crate) fn atlas_material() -> Option<Material> {
    material(PipelineParams {
        color_blend: Some(BlendState::new(
            Equation::Add,
            BlendFactor::Value(BlendValue::SourceAlpha),
            BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
        )),
        alpha_blend: Some(BlendState::new(
            Equation::Add,
            BlendFactor::One,
            BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
        )),
        ..Default::default()
    })
}

/// A material that writes colour and alpha as drawn, without blending: it
/// washes the icons' cells white but transparent, so their filtered edges
/// fade to clear white instead of the card rim's grey that the atlas is
/// cleared to.
pub(crate) fn wash_material() -> Option<Material> {
    material(PipelineParams::default())
}

fn material(pipeline_params: PipelineParams) -> Option<Material> {
    let params = MaterialParams {
        pipeline_params,
        ..Default::default()
    };
    load_material(
        ShaderSource::Glsl {
            vertex: VERTEX,
            fragment: FRAGMENT,
        },
        params,
    )
    .ok()
}
