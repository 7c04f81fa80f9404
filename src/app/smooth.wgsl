// A shape of one colour with edges smoothed in the shader (see smooth.rs): a disc, an annulus, a
// square or a strip across its width, its coverage computed from the distance to its edge in
// units of a pixel, so it needs no multisampling.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput
#ifdef SRGB_OUTPUT
#import bevy_render::color_operations::linear_to_srgb
#endif

struct Smooth {
    color: vec4<f32>,
    // x: the shape (0 round, 1 square, 2 strip); y: the outer edge; z: the inner edge (0: none),
    // both as fractions of the mesh's half size.
    shape: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material: Smooth;

// How much of a pixel lies inside `edge`, `d` being the distance from the centre and `w` a
// pixel's size in the same units.
fn cover(d: f32, edge: f32, w: f32) -> f32 {
    return clamp((edge - d) / w + 0.5, 0.0, 1.0);
}

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let p = mesh.uv * 2.0 - vec2<f32>(1.0);
    let kind = material.shape.x;
    var d = abs(p.x);
    if kind < 0.5 {
        d = length(p);
    } else if kind < 1.5 {
        d = max(abs(p.x), abs(p.y));
    }
    let w = max(fwidth(d), 1e-5);
    var a = cover(d, material.shape.y, w);
    if material.shape.z > 0.0 {
        a = max(a - cover(d, material.shape.z, w), 0.0);
    }
    if a <= 0.0 {
        discard;
    }
    var out = vec4<f32>(material.color.rgb, material.color.a * a);
#ifdef SRGB_OUTPUT
    out = vec4<f32>(linear_to_srgb(out.rgb), out.a);
#endif
    return out;
}
