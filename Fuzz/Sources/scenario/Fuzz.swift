import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.scenario(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
